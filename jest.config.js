/** Unit tests of pure modules (tests/unit), in TypeScript through ts-jest. */
const tsJest = [
  'ts-jest',
  { tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, resolveJsonModule: true, isolatedModules: true, allowJs: true } },
];

// Packages published as ES modules only (sanitize-html's HTML parser and its helpers): compiled to
// CommonJS for Jest like our own sources.
const ES_MODULES = ['htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities'];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit'],
  transform: { '^.+\\.tsx?$': tsJest, [`/node_modules/(${ES_MODULES.join('|')})/.+\\.js$`]: tsJest },
  // The parser sits in sanitize-html's own node_modules: its path goes through that package too.
  transformIgnorePatterns: [`/node_modules/(?!(sanitize-html|${ES_MODULES.join('|')})/)`],
};
