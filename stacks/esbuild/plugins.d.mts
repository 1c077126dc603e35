import type { Plugin } from 'esbuild';
export declare function zodNamespaceImports(source: string): string;
export declare function pureTopLevelCalls(source: string, fileName?: string): string;
/** The plugins with match-all filters, as SST's bridge needs them. */
declare const plugins: Plugin[];
export default plugins;
/** The same callbacks with narrow filters, for esbuild's JS API (same output, faster). */
export declare const jsApiPlugins: Plugin[];
