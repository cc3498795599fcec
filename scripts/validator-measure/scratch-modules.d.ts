// @conform-to/valibot is installed only in a scratch directory for the
// measurement (variants.mjs), never in the app's node_modules: typecheck knows
// it by name only.
declare module "@conform-to/valibot";
