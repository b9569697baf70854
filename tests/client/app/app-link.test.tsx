import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppLink } from '../../../src/client/app/app-link';

describe('AppLink', () => {
  it('is underlined, so a link inside text is not told apart by colour alone', () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter>
          <p>
            20230001 · <AppLink to="/profile">Hồ sơ của tôi</AppLink>
          </p>
        </MemoryRouter>
      </FluentProvider>,
    );
    const link = screen.getByRole('link', { name: 'Hồ sơ của tôi' });
    expect(link.getAttribute('href')).toBe('/profile');
    expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  });
});
