// What the pair pages check and show of codes: a hardware player's code as the user types it, and the
// time a pairing code has left.
import * as z from 'zod/mini';
import { messages } from '../../../domain/validation';

/** A hardware player shows eight digits as 'NNNN-NNNN'; typed without the hyphen or with spaces it still counts. */
const DEVICE_CODE = /^\d{4}-?\d{4}$/;

export const deviceCodeSchema = z.object({
  code: z.string().check(
    z.refine((value) => value.trim() !== '', { message: messages.required, abort: true }),
    z.refine((value) => DEVICE_CODE.test(value.replace(/\s+/g, '')), { message: messages.invalid }),
  ),
});

/** The code as the device shows it: 'NNNN-NNNN'. */
export function normaliseDeviceCode(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** What the pairing code's countdown shows: minutes and seconds left, never below zero. */
export function remainingTime(expiresAt: Date, now: Date): { minutes: number; seconds: number; expired: boolean } {
  const left = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  return { minutes: Math.floor(left / 60), seconds: left % 60, expired: left === 0 };
}
