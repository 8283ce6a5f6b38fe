// Receiving a multipart upload (text fields and one `file`): the file streams to the upload store as it arrives, so
// a server taking many large uploads at once holds only their buffers, not the files. Whatever goes wrong after the
// file landed (too large, a broken body, a refused field, a failed insert) removes it again: `withUpload`.
import type { FastifyRequest } from 'fastify';
import type { StoredFile, UploadStore } from './uploads';

export interface ReceivedFile extends StoredFile {
  /** The name the client gave (shown only after cleaning, never a path). */
  name: string;
}

export interface ReceivedUpload {
  /** The first value of each text field. */
  fields: Record<string, string | undefined>;
  /** Undefined when the request carried no `file` part. */
  file?: ReceivedFile;
}

/**
 * Reads the parts of a multipart request: the text fields, and the `file` part written to the store (other file
 * parts are drained). A request that is not multipart carries nothing. `tooLarge` is the error for a file cut off
 * at the plugin's size limit.
 */
async function receive(request: FastifyRequest, store: UploadStore, tooLarge: () => Error): Promise<ReceivedUpload> {
  const out: ReceivedUpload = { fields: {} };
  if (!request.isMultipart()) return out;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || out.file) {
          part.file.resume();
          continue;
        }
        out.file = { name: part.filename, ...(await store.receive(part.file)) };
        if (part.file.truncated) throw tooLarge();
      } else if (typeof part.value === 'string') {
        out.fields[part.fieldname] ??= part.value;
      }
    }
  } catch (err) {
    if (out.file) await store.remove(out.file.storedName);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  return out;
}

/** Receives the upload and hands it to `use`; when `use` fails, the received file is removed. */
export async function withUpload<T>(
  request: FastifyRequest,
  store: UploadStore,
  tooLarge: () => Error,
  use: (upload: ReceivedUpload) => Promise<T>,
): Promise<T> {
  const upload = await receive(request, store, tooLarge);
  try {
    return await use(upload);
  } catch (err) {
    if (upload.file) await store.remove(upload.file.storedName);
    throw err;
  }
}
