export declare function writeReport(name: string, figures: object): string;
