import type { ESLint, Rule } from 'eslint';

export declare const noModuleCycles: Rule.RuleModule;
export declare function moduleCycles(graph: Map<string, Map<string, string[]>>): string[][];
declare const plugin: ESLint.Plugin;
export default plugin;
