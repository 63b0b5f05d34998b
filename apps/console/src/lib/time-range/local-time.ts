const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as a `datetime-local` input holds it, in the browser's time zone, to the minute. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO time, or undefined when it is not a readable time. */
export function fromLocalInput(value: string): string | undefined {
  const time = new Date(value).getTime();
  return value && !Number.isNaN(time) ? new Date(time).toISOString() : undefined;
}
