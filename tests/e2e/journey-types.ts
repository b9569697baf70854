import type { Browser, Page } from 'playwright-core';

/** What each journey receives. */
export type JourneyInput = {
  browser: Browser;
  /** The portal URL for a tenant host, e.g. urlFor('hust') -> http://hust.localhost:PORT/students */
  urlFor: (tenant: string, path?: string) => string;
  /** A fresh page (new context) with Vietnamese locale, 1280x800 unless a viewport is given. */
  newPage: (options?: { viewport?: { width: number; height: number }; locale?: string }) => Promise<Page>;
  /** Saves a screenshot under tests/e2e/output/<name>.png */
  screenshot: (page: Page, name: string) => Promise<void>;
};

/** A browser journey module under tests/e2e/journeys/: `export const journeys: Journey[]`. */
export type Journey = {
  name: string;
  run: (input: JourneyInput) => Promise<void>;
  /**
   * Runs beside the other journeys instead of in turn: a long walk that only reads, with pages of
   * its own, whose time is mostly waiting for the network (the axe walk).
   */
  isAlongside?: boolean;
};
