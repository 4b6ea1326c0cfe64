export declare function ensureCmsEnv(): string;
export declare function cmsEnvValue(name: string): string;
