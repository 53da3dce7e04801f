import { randomBytes } from 'node:crypto';

export interface MeetingProvider {
  /** A new video room link nobody can guess. */
  createRoomLink(): string;
}

/** Jitsi Meet rooms need no account: 128 random bits in the name keep strangers out. */
export function createJitsiMeetings(baseUrl: string): MeetingProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return { createRoomLink: () => `${base}/AyurvedaConsultation-${randomBytes(16).toString('hex')}` };
}
