import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOOT_LABEL, BootPlaceholder } from '../../../src/client/app/boot-placeholder';

describe('boot spinner', () => {
  it('is a named progress bar, in React and in index.html alike', () => {
    render(<BootPlaceholder />);
    expect(screen.getByRole('progressbar', { name: BOOT_LABEL })).toBeTruthy();
    const html = readFileSync('src/client/index.html', 'utf8');
    const boot = new DOMParser().parseFromString(html, 'text/html').querySelector('#root > .ug-boot');
    expect(boot?.getAttribute('role')).toBe('progressbar');
    expect(boot?.getAttribute('aria-label')).toBe(BOOT_LABEL);
  });
});
