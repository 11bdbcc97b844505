/** Types of chromium.config.mjs. */
export declare function chromiumPath(): string;
export declare function headlessShellPath(): string;
export declare const chromiumArgs: string[];
