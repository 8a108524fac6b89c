import { chakra } from '@chakra-ui/react';

/** The slide message with its accent words set off in bold orange (first match only). */
export function AccentText({ message, accent }: { message: string; accent: string }) {
  const at = accent ? message.indexOf(accent) : -1;
  if (at < 0) return <>{message}</>;
  return (
    <>
      {message.slice(0, at)}
      <chakra.strong color="orange.700" fontWeight="800">
        {accent}
      </chakra.strong>
      {message.slice(at + accent.length)}
    </>
  );
}
