// The measured variants, shared by measure.mjs and check.mjs.
// Scratch installs (never the app's node_modules), each with its own package.json:
//   mkdir -p /tmp/valibot-measure && cd /tmp/valibot-measure && echo '{"private":true}' > package.json &&
//     npm install @conform-to/valibot@1.21.1 valibot@1.5.0
//   mkdir -p /tmp/zod4-measure && cd /tmp/zod4-measure && echo '{"private":true}' > package.json &&
//     npm install zod@4.6.7 @conform-to/zod@1.21.1
// A variant whose scratch install is missing is skipped.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

const valibotModules = process.env.VALIBOT_NODE_MODULES ?? "/tmp/valibot-measure/node_modules";
const zod4Root = process.env.ZOD4_ROOT ?? "/tmp/zod4-measure";

/** conform's zod/v4 adapter imports lazy, optional, pipe and transform from classic "zod/v4"; this sends them to mini. */
const adapterOnMini = {
  name: "adapter-on-mini",
  setup(build) {
    build.onResolve({ filter: /^zod\/v4$/ }, (args) =>
      args.importer.includes("@conform-to/zod")
        ? build.resolve("zod/v4-mini", { resolveDir: args.resolveDir, kind: args.kind })
        : undefined,
    );
  },
};

/** Bare imports matching `filter` resolved from a scratch install, so its copy is the only one in the bundle. */
function fromScratch(name, root, filter) {
  return {
    name,
    setup(build) {
      build.onResolve({ filter }, (args) =>
        args.resolveDir.startsWith(root) ? undefined : build.resolve(args.path, { resolveDir: root, kind: args.kind }),
      );
    },
  };
}
/** zod and @conform-to/zod from the zod 4 scratch install instead of the app's zod 3.25.9. */
const fromZod4 = fromScratch("from-zod4", zod4Root, /^(zod|@conform-to\/zod)(\/|$)/);
/** valibot from its scratch install (the app's node_modules has a valibot too, @remix-run/dev's). */
const fromValibot = fromScratch("from-valibot", dirname(valibotModules), /^(valibot|@conform-to\/valibot)(\/|$)/);

export const variants = [
  { name: "v3", entry: "entry-v3.ts", label: "(a) zod 3.25.9 v3 + @conform-to/zod (today)" },
  { name: "v4", entry: "entry-v4.ts", label: "(b) zod 3.25.9 zod/v4 classic + @conform-to/zod/v4" },
  { name: "mini", entry: "entry-mini.ts", label: "(c) zod 3.25.9 zod/v4-mini + @conform-to/zod/v4" },
  {
    name: "mini-patched",
    entry: "entry-mini.ts",
    label: "(c') (c) with the adapter importing zod/v4-mini",
    plugins: [adapterOnMini],
  },
  {
    name: "z4-classic",
    entry: "entry-v4.ts",
    label: "(b4) zod 4.6.7 classic + @conform-to/zod/v4",
    plugins: [fromZod4],
    needs: join(zod4Root, "node_modules/zod"),
  },
  {
    name: "z4-mini",
    entry: "entry-mini.ts",
    label: "(c4) zod 4.6.7 mini + @conform-to/zod/v4",
    plugins: [fromZod4],
    needs: join(zod4Root, "node_modules/zod"),
  },
  {
    name: "z4-mini-patched",
    entry: "entry-mini.ts",
    label: "(c4') (c4) with the adapter importing zod/v4-mini",
    plugins: [adapterOnMini, fromZod4],
    needs: join(zod4Root, "node_modules/zod"),
  },
  {
    name: "valibot",
    entry: "entry-valibot.ts",
    label: "(d) valibot 1.5.0 + @conform-to/valibot",
    plugins: [fromValibot],
    needs: join(valibotModules, "valibot"),
  },
].filter((variant) => {
  if (!variant.needs || existsSync(variant.needs)) return true;
  console.log(`${variant.label}: skipped (no ${variant.needs})`);
  return false;
});
