// The rules every attached file follows (onboarding documents, invoice attachments, dispute evidence): JPG, PNG or
// PDF judged by its first bytes, whatever its name or declared type, not empty, under the area's size limit. Each
// area words the refusal in its own messages; the judgement is this one.
import { UPLOAD_MIME_TYPES, sniffFileType, type UploadFileType } from './onboarding/documents';

/** What is known of a received file when it is judged: its size and its first bytes. */
export interface FileFacts {
  size: number;
  head: Uint8Array;
}

export type FileIssue = 'required' | 'empty' | 'too_large' | 'type';

export type FileJudgement =
  | { ok: true; type: UploadFileType; contentType: string }
  | { ok: false; issue: FileIssue };

/** A file is refused when missing, empty, at or over `maxBytes` (when given) or not a JPG, PNG or PDF by its bytes. */
export function judgeFile(file: FileFacts | undefined, maxBytes = Infinity): FileJudgement {
  if (file === undefined) return { ok: false, issue: 'required' };
  if (file.size === 0) return { ok: false, issue: 'empty' };
  if (file.size >= maxBytes) return { ok: false, issue: 'too_large' };
  const type = sniffFileType(file.head);
  return type === null ? { ok: false, issue: 'type' } : { ok: true, type, contentType: UPLOAD_MIME_TYPES[type][0]! };
}
