import type { ProjectPhase } from '../../../generated';

/** A file as the upload widget keeps it. */
export interface PhaseFile {
  id: number;
  url: string;
  name: string;
  size: number;
  type: string;
}

/** The download address of a stored file. */
export const fileUrl = (id: number): string => `/api/v1/files/${id}`;

/**
 * The phase form's data from a phase: its report, its files as the widget shows them (named
 * `fileName(n)` until the server sends names) and the lastUpdate read (the lost-update guard).
 */
export function phaseFormData({
  phase,
  fileName,
}: {
  phase: ProjectPhase;
  fileName: (index: number) => string;
}): Record<string, unknown> {
  return {
    lastUpdate: phase.lastUpdate,
    studentReport: phase.studentReport,
    files: phase.files.map((id, index): PhaseFile => ({
      id,
      url: fileUrl(id),
      name: fileName(index + 1),
      size: 0,
      type: '',
    })),
  };
}

/** What the save/submit calls take: the form's data with files as their ids. */
export function phaseUpdates(updates: Record<string, unknown>): Record<string, unknown> {
  const files = Array.isArray(updates.files) ? updates.files : [];
  return {
    ...updates,
    files: files
      .map((file) => (typeof file === 'number' ? file : Number((file as { id?: unknown } | null)?.id)))
      .filter((id) => Number.isSafeInteger(id) && id > 0),
  };
}
