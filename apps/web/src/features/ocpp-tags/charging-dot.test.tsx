import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STATE_COLOURS } from '../stats/station-state';
import { ChargingDot } from './charging-dot';

describe('ChargingDot', () => {
  it('shows a charging tag in the home map colour of a station in use', () => {
    expect(renderToString(<ChargingDot charging />)).toContain(
      `background:${STATE_COLOURS.charging}`,
    );
    expect(renderToString(<ChargingDot charging={false} />)).toContain(
      `background:${STATE_COLOURS.unavailable}`,
    );
  });
});
