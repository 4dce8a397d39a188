// core.md 4 'Devices and pairing': unpair or logout in the shell pauses, unpairs the zone's device and
// (logout) resets the session; an account with restrictedUnpairing gets only the acknowledgement.
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesktopPairing } from './desktopPairing';

const device = vi.hoisted(() => ({
  pairing: null as DesktopPairing | null,
  environment: null as unknown,
  unpairDeliberately: vi.fn(async () => undefined),
}));
const confirm = vi.hoisted(() => vi.fn(async () => true));

vi.mock('./deviceSession', () => ({
  currentPairing: () => device.pairing,
  deviceEnvironment: () => device.environment,
  unpairDeliberately: device.unpairDeliberately,
}));
vi.mock('../../app/modals/ConfirmDialog', () => ({ confirm }));

const { logOutOfShell, unpairFromShell } = await import('./desktopLogout');

const PAIRING: DesktopPairing = { token: 't', refreshToken: 'r', deviceId: 'D1', zoneId: 'Z1', zoneName: 'Bar' };

/** The device's question answered: whether the paired zone's account restricts unpairing. */
function answering(restrictedUnpairing: boolean) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, { Account: () => ({ restrictedUnpairing }) }));
  device.environment = environment;
}

const logOutOptions = () => ({ session: { logout: vi.fn() }, navigate: vi.fn() });

describe('unpair and logout in the desktop shell', () => {
  beforeEach(() => {
    device.pairing = PAIRING;
    device.unpairDeliberately.mockClear();
    confirm.mockClear();
  });

  it('logs out after unpairing the zone, to the desktop login', async () => {
    answering(false);
    const options = logOutOptions();
    expect(await logOutOfShell(options)).toBe('loggedOut');
    expect(device.unpairDeliberately).toHaveBeenCalledOnce();
    expect(options.session.logout).toHaveBeenCalledOnce();
    expect(options.navigate).toHaveBeenCalledWith('/electron/login', { replace: true });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('with restrictedUnpairing only acknowledges: the zone stays paired and the user logged in', async () => {
    answering(true);
    const options = logOutOptions();
    expect(await logOutOfShell(options)).toBe('blocked');
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ type: 'acknowledge' }));
    expect(device.unpairDeliberately).not.toHaveBeenCalled();
    expect(options.session.logout).not.toHaveBeenCalled();
  });

  it('logs out even when the unpair does not get through', async () => {
    answering(false);
    device.unpairDeliberately.mockRejectedValueOnce(new Error('offline'));
    const options = logOutOptions();
    await expect(logOutOfShell(options)).rejects.toThrow('offline');
    expect(options.session.logout).toHaveBeenCalledOnce();
  });

  it('logs out at once when the computer is not paired', async () => {
    device.pairing = null;
    const options = logOutOptions();
    expect(await logOutOfShell(options)).toBe('loggedOut');
    expect(device.unpairDeliberately).not.toHaveBeenCalled();
    expect(options.session.logout).toHaveBeenCalledOnce();
  });

  it("the user menu's Unpair unpairs, unless the account restricts it", async () => {
    answering(false);
    expect(await unpairFromShell()).toBe('unpaired');
    expect(device.unpairDeliberately).toHaveBeenCalledOnce();
    answering(true);
    expect(await unpairFromShell()).toBe('blocked');
    expect(device.unpairDeliberately).toHaveBeenCalledOnce();
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ type: 'acknowledge', title: expect.any(String) }));
  });
});
