import { Code, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { smsCodesFor } from '../db/accounts';
import { db } from '../db';

/** The SMS codes the mock "sends", so QA can finish registration, binding and recovery flows. */
export function SmsCodes() {
  const { t } = useTranslation('qa');
  const { defaultCode, codes } = smsCodesFor(db());

  return (
    <Stack gap="xs" data-testid="qa-sms-codes">
      <Title order={4} size="sm">
        {t('sms.title')}
      </Title>
      <Text size="xs">{t('sms.hint')}</Text>
      <Table withRowBorders={false} verticalSpacing={4} aria-label={t('sms.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sms.phone')}</Table.Th>
            <Table.Th>{t('sms.code')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.map((row) => (
            <Table.Tr key={`${row.phoneAreaCode}-${row.phoneNumber}`}>
              <Table.Td>
                +{row.phoneAreaCode} {row.phoneNumber}
              </Table.Td>
              <Table.Td>
                <Code>{row.code}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>{t('sms.default')}</Table.Td>
            <Table.Td>
              <Code>{defaultCode}</Code>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
