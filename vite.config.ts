import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenModules } from './scripts/build/first-screen-modules';
import { griffelAot } from './scripts/build/griffel-aot';
import { precompiledMessages } from './scripts/build/precompiled-messages';
import { rjsfLazyFields } from './scripts/build/rjsf-lazy-fields';

/** A feature's client module; the match is the feature's name. */
const FEATURE_CLIENT = /[\\/]src[\\/]features[\\/]([a-z-]+)[\\/]client[\\/]/;

/**
 * rjsf's Fluent widgets and its fields that the form engine loads on demand
 * (engine/form/widget-loaders.ts, rjsf-field-loaders.ts).
 */
const LAZY_RJSF =
  /@rjsf[\\/](fluentui-rc[\\/]lib[\\/](Textarea|Radio|Checkbox|Checkboxes)Widget[\\/]|core[\\/]lib[\\/]components[\\/]fields[\\/](ArrayField|MultiSchemaField|Layout\w+Field|FallbackField)\.js$)/;

/** Fluent UI and its helpers. */
const UI_KIT = /node_modules[\\/](@fluentui|@griffel|tabster|keyborg|@floating-ui|@swc[\\/]helpers)/;
/** The part of it the first signed-in screens draw with (shell, home, timetable). */
const UI_CORE =
  /node_modules[\\/](@griffel|tabster|keyborg|@swc[\\/]helpers|@fluentui[\\/](react-(button|text|link|card|badge|message-bar|spinner|skeleton|progress|tabs|tabster|icons|motion|motion-components-preview|utilities|shared-contexts|jsx-runtime|aria|context-selector|label|divider|portal|image|theme|provider|field|input|toast)|tokens|keyboard-keys|priority-overflow)[\\/])/;
/** Our modules of the first signed-in screens: the shell, home and the timetable. */
const firstScreen = firstScreenModules({
  roots: [
    'src/client/app/shell/signed-in-layout.tsx',
    'src/client/pages/home-page.tsx',
    'src/features/learn/client/timetable-page.tsx',
  ],
  forbidden: ['src/client/engine/index.ts', 'src/core/index.ts'],
});
const SRC = /[\\/]src[\\/]/;
/** The timetable's week grid: first-screen code, but of the timetable only (and class registration). */
const TIMETABLE_ONLY = /[\\/]src[\\/]features[\\/]learn[\\/]client[\\/]week-grid[^\\/]*\.tsx$/;
/** The form engine's modules that are not components, and the index of the build's validators. */
const ENGINE_FORM_HELPERS =
  /[\\/]src[\\/](client[\\/]engine[\\/]form[\\/][^\\/]+\.ts|generated[\\/]form-validators[\\/]index\.ts)$/;
/** The reads routes start while their page's code downloads, and the registry they need. */
const PREFETCH_SOURCES =
  /[\\/]src[\\/](features[\\/][^\\/]+[\\/]client[\\/]prefetch-sources|client[\\/]engine[\\/](prefetch-source|source-registry))\.ts$/;

/** React's API from Preact (compat): the same components at a fraction of React DOM's weight. */
const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  // Preact's createRoot, with React DOM's `autoFocus` added (see the file).
  {
    find: /^react-dom\/client$/,
    replacement: fileURLToPath(new URL('./src/client/preact/dom-client.ts', import.meta.url)),
  },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** The student app is served under /students by the same Fastify server. */
export default defineConfig(({ command }) => ({
  root: 'src/client',
  base: '/students/',
  publicDir: '../../public',
  // Style hooks compiled at build time; the dev server keeps Griffel's runtime (fast reloads).
  plugins: [
    react(),
    rjsfLazyFields(),
    command === 'build' && griffelAot(),
    precompiledMessages(),
    firstScreen.plugin,
  ],
  resolve: {
    alias: [
      // `UNIGATE_RENDERER=react npm run build` builds with React itself (to compare, or to rule
      // Preact out when a page misbehaves).
      ...(command === 'build' && process.env.UNIGATE_RENDERER !== 'react' ? PREACT_ALIASES : []),
      // rjsf's markdown descriptions are not used: a plain-text stand-in (see the file).
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: fileURLToPath(new URL('./src/client/engine/form/plain-markdown.tsx', import.meta.url)),
      },
      // rjsf's utils use two functions of fast-uri; the browser's URL does both (see the file).
      {
        find: /^fast-uri$/,
        replacement: fileURLToPath(new URL('./src/client/engine/form/uri-resolver.ts', import.meta.url)),
      },
      // react-router 7's exports resolve to its development build in every mode (dev warnings
      // on, larger; remix-run/react-router#14102): the build takes its production files.
      ...(['dom', ''] as const).map((entry) => ({
        find: new RegExp(`^react-router${entry ? `/${entry}` : ''}$`),
        replacement: fileURLToPath(
          new URL(
            `./node_modules/react-router/dist/production/${entry ? 'dom-export' : 'index'}.mjs`,
            import.meta.url,
          ),
        ),
      })),
    ],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // crypto-js and hashids are CommonJS, so importing them counts as a side effect, and core's
      // id helpers (the server's) kept both in every page that imports core's index. They only
      // compute: unused, they go. (The checksum, not in core's index, loads with the first signed
      // call: api/load-checksum.ts.)
      treeshake: {
        // A property read alone is not kept for its side effects: Fluent's style modules, once
        // compiled, leave bare reads of the theme's tokens behind (`tokens.spacingHorizontalM;`),
        // which kept the whole tokens object in every page. Fluent, tabster, floating-ui, Preact,
        // react-router and rjsf have no bare read kept for its effect (a layout read such as
        // `el.offsetWidth;` to force a reflow), which this would drop.
        propertyReadSideEffects: false,
        moduleSideEffects: [
          { test: /node_modules[\\/](crypto-js|hashids)[\\/]/, sideEffects: false },
          { test: /./, sideEffects: true },
        ],
      },
      output: {
        // The entries-aware groups name their chunks after every page sharing them (hundreds of
        // characters): the group name is enough.
        chunkFileNames: (chunk) =>
          chunk.name.includes('~')
            ? `assets/${chunk.name.slice(0, chunk.name.indexOf('~'))}-[hash].js`
            : 'assets/[name]-[hash].js',
        // Fewer, larger chunks, split by what the first signed-in screens need. By default every
        // Fluent component is its own small file, and a page asked for 50–90 of them (Lighthouse's
        // slow-4G phone waits on each). The first screen is one chunk (`$initial`); the Fluent
        // parts the shell, home and the timetable draw with and ten pages or more share are `ui`,
        // the rest of Fluent that ten pages share `ui-more` (dialogs, drawers, tables); the reads
        // a page starts with its code are `prefetch-sources`; our modules those screens run
        // (found by scripts/build/first-screen-modules.ts) are `app-core`, the others eight pages
        // share `app-shared`, and the rest `app` chunks, one per set of pages sharing them, small
        // ones merged into their neighbour. Figures: docs/accessibility.md.
        codeSplitting: {
          groups: [
            { name: 'first-screen', tags: ['$initial'], priority: 20 },
            {
              // What the signed-in shell, home and the timetable draw with.
              name: 'ui',
              priority: 10,
              test: UI_CORE,
              minShareCount: 10,
            },
            {
              // Small helpers of those parts that fewer pages share (the tabs' animation frame):
              // left to other groups they joined one of our chunks and brought its imports along.
              name: 'ui-parts',
              priority: 9,
              test: /node_modules[\\/]@fluentui[\\/]react-(utilities|tabs|tabster|shared-contexts|aria|context-selector)[\\/]/,
              minShareCount: 2,
            },
            {
              // Fluent's tables, drawn on wide screens only (phones get cards): their own chunk,
              // which the pages' lazy grids load (engine/list/list-grid.tsx, record-grid.tsx).
              name: 'ui-table',
              // Below ui-fields: the table's checkbox and radio stay in the form pages' chunks.
              priority: 8,
              test: /node_modules[\\/]@fluentui[\\/]react-table[\\/]/,
            },
            {
              // The rest of Fluent that ten pages or more share (dialogs, popups).
              name: 'ui-more',
              priority: 8,
              test: UI_KIT,
              minShareCount: 10,
            },
            {
              // Fluent's field parts rjsf's theme draws with (and other pages use, the sign-in
              // page's checkbox): each in the chunks of the pages using it, not in rjsf's.
              name: 'ui-fields',
              priority: 9,
              test: /node_modules[\\/]@fluentui[\\/]react-(textarea|radio|checkbox|divider|migration-v0-v9)[\\/]/,
              entriesAware: true,
            },
            {
              // The icons that fewer pages share, split by the pages using them: left to the other
              // groups, an icon rjsf's theme draws (AddRegular) joined rjsf's chunk, and every list
              // page with an "add" button then loaded rjsf.
              name: 'icons',
              priority: 9,
              test: /node_modules[\\/]@fluentui[\\/]react-icons[\\/]/,
              entriesAware: true,
            },
            {
              // rjsf and its helpers, in one chunk with the form renderer's needs: left to the
              // default split, the few utils the scholarship pages share with the renderer joined
              // their chunk, which every form page then loaded (with its imports).
              name: 'form-kit',
              priority: 8,
              // Not the widgets and fields that load with the forms using them (LAZY_RJSF).
              test: (id: string) =>
                /node_modules[\\/](@rjsf|@x0k[\\/]json-schema-merge|fast-equals|jsonpointer)[\\/]/.test(id) &&
                !LAZY_RJSF.test(id),
            },
            {
              // The HTML sanitizer, for the pages showing rich text (loaded with the first such
              // cell, engine/format/sanitized-html.tsx): left to the default split, it joined the
              // cell formats' chunk, which every list page loads.
              name: 'sanitizer',
              priority: 8,
              test: /node_modules[\\/]dompurify[\\/]/,
            },
            {
              // The hash library, for the checksum of signed calls and the payment pages: left to
              // the default split, its shared parts joined a chunk every page loads.
              name: 'hashing',
              priority: 8,
              test: /node_modules[\\/]crypto-js[\\/]/,
            },
            {
              // The reads a page starts while its code downloads (app/prefetch-page-sources.ts),
              // in a chunk of their own that waits for no UI code.
              name: 'prefetch-sources',
              priority: 8,
              test: PREFETCH_SOURCES,
            },
            {
              // Our modules the shell, home and the timetable run (and so nearly every page).
              name: 'app-core',
              priority: 7,
              test: (id: string) => SRC.test(id) && firstScreen.has(id) && !TIMETABLE_ONLY.test(id),
              minShareCount: 2,
            },
            {
              // The rest of ours that eight pages or more share (the engine's lists and forms).
              name: 'app-shared',
              priority: 6,
              test: SRC,
              minShareCount: 8,
            },
            {
              // The engine's form helpers that list pages share with the form renderer (texts,
              // drafts, the validators' index): tiny, and left to the `app` group they joined
              // whichever page chunk was nearest, which a form page then loaded whole (the list's
              // table code, the scholarship pages' helpers).
              name: 'app-shared',
              priority: 6,
              test: ENGINE_FORM_HELPERS,
              minShareCount: 2,
            },
            {
              // Each feature's client code that several pages share, split by the pages sharing
              // it and never merged: left to `app`, a small module was merged into whichever
              // chunk was nearest (the awards pages' columns joined the sign-in form's chunk,
              // which then brought the list engine to the sign-in page).
              name: (id: string) => FEATURE_CLIENT.exec(id)?.[1] ?? null,
              priority: 5,
              test: FEATURE_CLIENT,
              minShareCount: 2,
              entriesAware: true,
            },
            {
              name: 'app',
              priority: 5,
              test: /[\\/]src[\\/]/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 8_000,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
