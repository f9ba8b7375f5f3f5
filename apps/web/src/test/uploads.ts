import { vi } from 'vitest';

/** An upload as `postMultipart` sends it: the URL (with its query) and the multipart body. */
export type Upload = { url: URL; body: FormData };
/** The answer to an upload: its status and JSON body. */
export type UploadAnswer = { status: number; body: unknown };

/**
 * Stands in for XMLHttpRequest as `postMultipart` uses it (it alone reports upload progress): records each upload and
 * answers it with `answer(upload, n)`, n counting from 0. Undone by `vi.unstubAllGlobals()`.
 */
export function stubUploads(answer: (upload: Upload, n: number) => UploadAnswer): Upload[] {
  const uploads: Upload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const upload = { url: new URL(this.url, 'http://localhost'), body };
      const { status, body: answerBody } = answer(upload, uploads.length);
      uploads.push(upload);
      // As the network would: the answer comes after send() returns.
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(answerBody);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}
