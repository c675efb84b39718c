import ui from './ui.module.css';

/** A refusal or a problem, read out as soon as it appears. */
export function ErrorText({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message ? <p className={ui.error}>{message}</p> : null}
    </div>
  );
}
