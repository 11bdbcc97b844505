/** Types of chromium.config.mjs. */
export declare function chromiumCandidates(): (string | undefined)[];
export declare function headlessShellCandidates(): (string | undefined)[];
export declare function chromiumPath(): string;
export declare function headlessShellPath(): string;
export declare const chromiumArgs: string[];
