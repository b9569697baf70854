import { options } from 'preact';
import type { Ref } from 'preact';

type ElementRef = (element: HTMLElement | null) => unknown;

/** Elements already focused for their `autoFocus`: a later render never takes the focus back. */
const focused = new WeakSet<HTMLElement>();
/** One wrapper per ref, so that a stable ref stays stable (Preact re-applies a ref that changed). */
const wrappers = new WeakMap<object, ElementRef>();

function focusOnce(element: HTMLElement | null): void {
  if (!element || focused.has(element)) return;
  focused.add(element);
  element.focus();
}

function withFocus(ref: Ref<HTMLElement> | null | undefined): ElementRef {
  if (!ref) return focusOnce;
  let wrapper = wrappers.get(ref);
  if (!wrapper) {
    wrapper = (element) => {
      focusOnce(element);
      if (typeof ref === 'function') return ref(element);
      ref.current = element;
      return undefined;
    };
    wrappers.set(ref, wrapper);
  }
  return wrapper;
}

/**
 * React's `autoFocus` under Preact: React focuses an element rendered with `autoFocus` when it
 * mounts; Preact only writes the attribute, which the browser honours on the document's first load
 * and not after a client-side navigation or in a dialog. This hook gives every DOM element rendered
 * with `autoFocus` (ours, Fluent's, rjsf's `ui:autofocus`) a ref that focuses it once, on mount.
 * Installed by the build's `react-dom/client` (`dom-client.ts`).
 */
export function installAutoFocus(): void {
  const previous = options.vnode;
  options.vnode = (vnode) => {
    previous?.(vnode);
    if (typeof vnode.type !== 'string') return;
    const props = vnode.props as { autoFocus?: unknown; ref?: unknown };
    if (!props.autoFocus) return;
    const ref = withFocus(vnode.ref as Ref<HTMLElement> | null | undefined);
    vnode.ref = ref as typeof vnode.ref;
    // preact/compat mirrors a DOM element's ref in its props (React 19's element.props.ref).
    if ('ref' in props) props.ref = ref;
  };
}
