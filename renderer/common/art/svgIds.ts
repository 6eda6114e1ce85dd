import { useId } from 'react';

export interface SvgIds {
  /** A document-unique id for a gradient/clip/etc. */
  id: (name: string) => string;
  /** `url(#…)` reference to {@link SvgIds.id}. */
  url: (name: string) => string;
}

/**
 * Per-instance unique ids for SVG defs. Based on React's `useId`, so it is
 * deterministic across renders (SSR and client) yet unique per instance, which
 * keeps gradients working when the same emblem appears many times on a page.
 * `scope` should name the artwork (e.g. 'seer').
 */
export function useSvgIds(scope: string): SvgIds {
  const raw = useId();
  // The scope keeps ids distinct between different artworks even if two
  // separate React roots happen to produce the same useId value.
  const prefix = `nf-${scope}` + raw.replace(/[^a-zA-Z0-9_-]/g, '');
  return {
    id: (name) => `${prefix}-${name}`,
    url: (name) => `url(#${prefix}-${name})`,
  };
}
