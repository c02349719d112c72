/** Types for scripts/check-imports.mjs, read by its unit test (scripts/check-imports.test.ts). */
export interface FoundImport {
  specifier: string;
  typeOnly: boolean;
  dynamic: boolean;
}
export interface ImportAlias {
  prefix: string;
  dir: string;
}
export interface ImportCheck {
  fileCount: number;
  deepImports: { file: string; specifier: string }[];
  cycles: { files: string[]; cycle: string[] }[];
}
export declare const SOURCE_DIRS: string[];
export declare const MAX_CLIMB: number;
export declare function climbs(specifier: string): number;
export declare function parseImports(source: string, fileName?: string): FoundImport[];
export declare function aliasesFrom(packageJson: { imports?: Record<string, unknown> }, root: string): ImportAlias[];
export declare function resolveSpecifier(fromFile: string, specifier: string, aliases: ImportAlias[], isFile: (path: string) => boolean): string | null;
export declare function stronglyConnected(graph: Map<string, string[]>): string[][];
export declare function cycleThrough(graph: Map<string, string[]>, component: string[]): string[];
export declare function checkImports(root: string, dirs?: string[]): ImportCheck;
