/** Types of chromium.config.mjs. */
export declare function chromiumPath(): string;
export declare const chromiumArgs: string[];
