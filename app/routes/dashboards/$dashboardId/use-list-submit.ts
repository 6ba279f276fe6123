import { useSubmit } from "react-router";

/**
 * A list form's submit handler: with JavaScript, the pressed button goes through a fetcher
 * keyed by its intent and row ("toggle:{id}"), so the page stays, pending UI reads it from
 * the router's fetchers, and a second press on the same row replaces the first.
 */
export function useListSubmit() {
  const submit = useSubmit();
  return (event: React.FormEvent<HTMLFormElement>) => {
    const button = (event.nativeEvent as SubmitEvent).submitter;
    if (!(button instanceof HTMLButtonElement) || !button.name) return;
    event.preventDefault();
    const row = button.value.split(" ")[0];
    void submit(button, {
      method: "post",
      navigate: false,
      fetcherKey: `${button.name}:${row}`,
      preventScrollReset: true,
    });
  };
}
