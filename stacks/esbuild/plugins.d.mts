import type { Plugin } from 'esbuild';
export declare const zodEnglishOnly: Plugin;
export declare const zodNamespace: Plugin;
export declare function zodNamespaceImports(source: string): string;
declare const plugins: Plugin[];
export default plugins;
