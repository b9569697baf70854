import griffel from '@griffel/vite-plugin';
import type { Plugin, TransformResult } from 'vite';

/** What a module must mention for Griffel's build-time transform to have work in it. */
const STYLE_CALL = /\bmake(Reset|Static)?Styles\b/;

type Transform = (this: unknown, code: string, id: string) => Promise<TransformResult> | TransformResult;

/**
 * Our makeStyles calls compiled at build time (@griffel/vite-plugin, on wyw-in-js): the class
 * names and CSS rules are computed by the build, so the browser no longer runs Griffel's style
 * compiler (stylis, rtl-css-js) for each style hook on its first render (about 190 ms of the
 * home page's start-up on Lighthouse's 4×-slowed phone). Fluent ships its own styles compiled
 * the same way. Modules without a style call skip the transform (it parses and evaluates).
 */
export const griffelAot = (): Plugin => {
  const inner = griffel({
    include: [/[\\/]src[\\/].*\.tsx?$/],
    babelOptions: {
      presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]],
    },
  }) as Plugin;
  const transform = inner.transform as Transform;
  return {
    ...inner,
    name: 'unigate:griffel-aot',
    transform(code: string, id: string) {
      return STYLE_CALL.test(code) ? transform.call(this, code, id) : null;
    },
  };
};
