import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { ZoneStatusBadgeTestQuery } from '../__generated__/ZoneStatusBadgeTestQuery.graphql';
import { expectNoAxeViolations } from '../testing/axe';
import { renderWithRelay } from '../testing/renderWithRelay';
import { ZoneStatusBadge } from './ZoneStatusBadge';

function Subject({ showCodes }: { showCodes?: boolean }) {
  const data = useLazyLoadQuery<ZoneStatusBadgeTestQuery>(
    graphql`
      query ZoneStatusBadgeTestQuery @relay_test_operation {
        soundZone(id: "zone") {
          ...ZoneStatusBadge_soundZone
        }
      }
    `,
    {},
  );
  return data.soundZone ? <ZoneStatusBadge soundZone={data.soundZone} showCodes={showCodes} /> : null;
}

interface Facts {
  state: string;
  message: string;
  codes?: string[];
  isActive: boolean;
  errors?: number;
}

function renderBadge({ state, message, codes = [], isActive, errors = 0 }: Facts, showCodes?: boolean) {
  return renderWithRelay(<Subject showCodes={showCodes} />, {
    mockResolvers: {
      SoundZoneStatus: () => ({ state, message, codes }),
      SoundZoneSubscription: () => ({ isActive }),
      SoundZoneErrorConnection: () => ({ total: errors }),
    },
  });
}

describe('ZoneStatusBadge', () => {
  it.each([
    [{ state: 'OK', message: 'ALL_OK', isActive: true }, 'OK', 'Playing'],
    [{ state: 'OK', message: 'ALL_OK', isActive: true, errors: 1 }, 'ERROR', 'Needs attention'],
    [{ state: 'OK', message: 'PLAYER_DISCONNECTED', isActive: true }, 'ERROR', 'Needs attention'],
    [{ state: 'INCOMPLETE', message: 'ALL_OK', isActive: true }, 'INCOMPLETE', 'Not complete'],
    [{ state: 'NOT_SETUP', message: 'NOT_SETUP', isActive: false }, 'NOT_SETUP', 'Not set up'],
    [{ state: 'OK', message: 'ALL_OK', isActive: false }, 'INACTIVE', 'Inactive'],
    [{ state: 'NOT_SETUP', message: 'NOT_SETUP', isActive: true }, 'INACTIVE', 'Inactive'],
  ])('shows %o as %s', async (facts, display, text) => {
    const { container } = renderBadge(facts);
    await screen.findByText(text);
    expect(container.querySelector('[data-status]')?.getAttribute('data-status')).toBe(display);
  });

  it('names the status codes when asked, and passes axe', async () => {
    renderBadge({ state: 'ERROR', message: 'PLAYER_DISCONNECTED', codes: ['PLAYER_DISCONNECTED', 'PLAYER_MUTED'], isActive: true }, true);
    await screen.findByText('Player offline, Player muted');
    await expectNoAxeViolations();
  });
});
