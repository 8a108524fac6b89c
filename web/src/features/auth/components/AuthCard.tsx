import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { PageShell } from '@/components/layout/PageShell';

interface Props {
  title: string;
  /** One friendly line under the title. */
  intro?: ReactNode;
  /** Wider card for long forms (registration). */
  wide?: boolean;
  children: ReactNode;
}

/** The white card every login, registration and password page sits on. */
export function AuthCard({ title, intro, wide = false, children }: Props) {
  return (
    <PageShell>
      <Stack
        gap={{ base: 5, md: 6 }}
        bg="white/95"
        borderRadius="3xl"
        borderWidth="2px"
        borderColor="brand.100"
        boxShadow="lg"
        px={{ base: 5, md: 10 }}
        py={{ base: 7, md: 10 }}
        mx="auto"
        maxW={wide ? '3xl' : 'lg'}
        width="full"
      >
        <Stack gap={2} textAlign="center">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="navy.800" letterSpacing="tight">
            {title}
          </Heading>
          {intro && (
            <Text fontSize="lg" color="navy.700">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </PageShell>
  );
}
