import type { ReactNode } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LinkButton } from '@/components/ui/LinkButton';
import { PageShell } from './PageShell';

type MessagePageProps = {
  heading: string;
  message: ReactNode;
  linkLabel: string;
  linkTo: string;
  /** A first way on, before the link: 'Try Again' where the same screen may work a moment later. */
  retry?: { label: string; onClick: () => void };
};

/** A heading, a line of text and one big link (and a retry, when there is one), centred on the shell. */
export function MessagePage({ heading, message, linkLabel, linkTo, retry }: MessagePageProps) {
  return (
    <PageShell>
      <Stack
        gap={6}
        align="center"
        textAlign="center"
        bg="white/90"
        borderRadius="3xl"
        borderWidth="2px"
        borderColor="brand.100"
        boxShadow="lg"
        px={{ base: 6, md: 12 }}
        py={{ base: 10, md: 14 }}
        mt={{ base: 4, md: 12 }}
      >
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="navy.800">
          {heading}
        </Heading>
        <Text fontSize="xl" color="navy.700">
          {message}
        </Text>
        <HStack gap="4" wrap="wrap" justify="center">
          {retry && (
            <Button size="xl" colorPalette="orange" minW="14rem" onClick={retry.onClick}>
              {retry.label}
            </Button>
          )}
          <LinkButton to={linkTo} size="xl" colorPalette={retry ? 'navy' : 'orange'} variant={retry ? 'outline' : 'solid'} minW="14rem">
            {linkLabel}
          </LinkButton>
        </HStack>
      </Stack>
    </PageShell>
  );
}
