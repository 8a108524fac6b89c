import { useRef, type ReactNode } from 'react';
import { Box, Heading, HStack, Stack } from '@chakra-ui/react';
import { ReadAloudButton, readableText } from '@/components/read-aloud';

interface Props {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  /** The suggestion's card stands out (orange) from the others (white). */
  highlight?: boolean;
  children: ReactNode;
}

/** One card of the debrief: a labelled section with a heading, the game's rounded card look. */
export function DebriefCard({ id, title, highlight = false, children }: Props) {
  const ref = useRef<HTMLElement>(null);
  return (
    <Box
      ref={ref}
      as="section"
      aria-labelledby={id}
      bg={highlight ? 'orange.50' : 'white/95'}
      borderRadius="3xl"
      borderWidth={highlight ? '4px' : '2px'}
      borderColor={highlight ? 'orange.500' : 'brand.100'}
      boxShadow="lg"
      p={{ base: 4, md: 6 }}
      h="full"
    >
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading id={id} as="h3" fontSize={{ base: 'xl', md: '2xl' }} color="navy.900">
            {title}
          </Heading>
          {/* The card as shown (its words read when pressed, so every card's own content is covered). */}
          <ReadAloudButton text={() => readableText(ref.current)} />
        </HStack>
        {children}
      </Stack>
    </Box>
  );
}
