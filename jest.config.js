/** Unit tests of pure modules (tests/unit), in TypeScript through ts-jest. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, resolveJsonModule: true, isolatedModules: true } }] },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
};
