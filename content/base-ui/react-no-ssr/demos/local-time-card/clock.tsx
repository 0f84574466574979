/** What only the browser knows: its time zone and the current time there. */
export function LocalTime() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <>
      {time} <small>({zone})</small>
    </>
  );
}
