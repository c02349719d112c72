export declare const SERVER_BUNDLE: string;
export declare function buildServer(): Promise<void>;
