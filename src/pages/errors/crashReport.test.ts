import { describe, expect, it } from 'vitest';
import { CRASH_REPORT_FORM_NAME, crashReportInput } from './crashReport';

describe('crashReportInput', () => {
  it('sends the comment as a text step and the error id in the metadata', () => {
    const input = crashReportInput({ errorId: 'e-1', comment: 'Opened a schedule', question: 'What where you doing when encountering this error?', routePath: '/accounts/_/schedules', client: 'business' }, 'f-1', new Date('2025-03-04T05:06:07Z'));
    expect(input).toEqual({ feedbackId: 'f-1', feedbackFormName: 'crash-report', feedbackDatetime: '2025-03-04T05:06:07.000Z', payload: expect.any(String), metadata: expect.any(String) });
    expect(JSON.parse(input.payload)).toEqual([{ id: 'comment', type: 'text', index: 0, question: 'What where you doing when encountering this error?', response: 'Opened a schedule' }]);
    expect(JSON.parse(input.metadata)).toEqual({ client: 'business', interaction: 'crash-report', route_path: '/accounts/_/schedules', error_id: 'e-1' });
    // The schema's form-name pattern.
    expect(CRASH_REPORT_FORM_NAME).toMatch(/^[a-z0-9-]+$/);
  });
});
