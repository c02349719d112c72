export declare const SERVER_BUNDLE: string;
export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_SOURCES: string[];
export declare function staleAgainst(bundle: string, sources: string[]): boolean;
export declare function buildServer(): Promise<void>;
export declare function ensureServerBundle(): Promise<string>;
