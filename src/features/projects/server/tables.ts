/** Tables of the projects domain (drizzle-kit reads this file; each group lives in its own file). */
export * from './project-tables';
export * from './request-tables';
export * from './company-tables';
export * from './ref-book-tables';
