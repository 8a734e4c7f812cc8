// Types for scripts/check-boundaries.mjs, a plain Node script so that `pnpm lint` runs it without a build.
export interface SourceFile {
  /** Repository-relative, with forward slashes. */
  path: string;
  text: string;
}
export interface ImportedSpecifier {
  specifier: string;
  line: number;
  /** `import type`, `export type ... from` or `typeof import(...)`: erased at build time. */
  typeOnly: boolean;
}
export interface Violation {
  path: string;
  line: number;
  specifier: string;
  /** The rule crossed, with the reason: `api layers (areas may not import http/, a higher layer)`. */
  rule: string;
}
export declare const packages: Record<string, { dir: string; deps: string[]; typeOnly?: string[] }>;
export declare function parseImports(source: string): ImportedSpecifier[];
export declare function checkBoundaries(files: SourceFile[]): Violation[];
export declare function checkSyncDatabaseCalls(files: SourceFile[]): Violation[];
export declare function formatViolation(violation: Violation): string;
export declare function repositoryFiles(root: string): SourceFile[];
