export declare const pageSettled: () => boolean;
