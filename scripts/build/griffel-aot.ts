import griffel from '@griffel/vite-plugin';
import { transform as wywTransform, TransformCacheCollection } from '@wyw-in-js/transform';
import type { Plugin, TransformResult } from 'vite';

/** What a module must mention for Griffel's build-time transform to have work in it. */
const STYLE_CALL = /\bmake(Reset|Static)?Styles\b/;

/**
 * Dependencies that ship their style hooks uncompiled: rjsf's Fluent theme. Left to the browser,
 * they alone kept Griffel's style compiler (stylis, rtl-css-js) in the first screen's code.
 * The vite plugin never transforms node_modules, so these go to wyw-in-js's transform directly.
 */
const UNCOMPILED_DEPENDENCY = /[\\/]node_modules[\\/]@rjsf[\\/]fluentui-rc[\\/]lib[\\/].*\.js$/;

const BABEL_OPTIONS = {
  presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]],
};

type Transform = (this: unknown, code: string, id: string) => Promise<TransformResult> | TransformResult;
type Resolve = (
  source: string,
  importer: string,
) => Promise<{ id: string; external?: boolean | string } | null>;

/**
 * Our makeStyles calls compiled at build time (@griffel/vite-plugin, on wyw-in-js): the class
 * names and CSS rules are computed by the build, so the browser no longer runs Griffel's style
 * compiler (stylis, rtl-css-js) for each style hook on its first render (about 190 ms of the
 * home page's start-up on Lighthouse's 4×-slowed phone). Fluent ships its own styles compiled
 * the same way; rjsf's theme does not and is compiled here too. Modules without a style call
 * skip the transform (it parses and evaluates).
 */
export const griffelAot = (): Plugin => {
  const inner = griffel({ include: [/[\\/]src[\\/].*\.tsx?$/], babelOptions: BABEL_OPTIONS }) as Plugin;
  const transform = inner.transform as Transform;
  const cache = new TransformCacheCollection();
  return {
    ...inner,
    name: 'unigate:griffel-aot',
    async transform(code: string, id: string) {
      if (!STYLE_CALL.test(code)) return null;
      if (!UNCOMPILED_DEPENDENCY.test(id)) return transform.call(this, code, id);
      const resolve = (this as { resolve: Resolve }).resolve.bind(this);
      const result = await wywTransform(
        {
          options: { filename: id, root: process.cwd(), pluginOptions: { babelOptions: BABEL_OPTIONS } },
          cache,
        },
        code,
        async (what: string, importer: string) => {
          const resolved = await resolve(what, importer);
          if (!resolved || resolved.external) throw new Error(`Could not resolve ${what} from ${importer}`);
          return resolved.id.split('?', 1)[0];
        },
      );
      return result.cssText === undefined ? null : { code: result.code, map: result.sourceMap ?? null };
    },
  };
};
