import { Button, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useOverlay, type OverlayProps } from '@/lib/overlays';

interface RewardForm {
  amount: number | string;
  remark: string;
}

/** Longest tip message; the spec gives none, the order remark is a short note. */
export const REWARD_REMARK_MAX = 50;

/**
 * The reward (tip) overlay (content spec section 4): an amount and a remark. The button stays
 * disabled while the amount is empty or 0 (section 5); it hands over to the pay sheet, which
 * makes the type-3 order for the author.
 */
export function RewardOverlay({ params, onClose }: OverlayProps<'reward'>) {
  const { t } = useTranslation();
  const { open } = useOverlay();
  const form = useForm<RewardForm>({ initialValues: { amount: '', remark: '' } });
  const amount = typeof form.values.amount === 'number' ? form.values.amount : 0;

  const submit = form.onSubmit((values) => {
    if (!(typeof values.amount === 'number' && values.amount > 0)) return;
    open({
      kind: 'pay',
      params: {
        purpose: 'reward',
        amount: values.amount,
        targetId: params.authorId,
        remark: values.remark.trim(),
      },
    });
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('pay.reward.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('pay.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NumberInput
            label={t('pay.reward.amount')}
            placeholder={t('pay.reward.amountPlaceholder')}
            min={0}
            max={99999}
            decimalScale={2}
            allowNegative={false}
            inputMode="decimal"
            prefix="¥"
            size="md"
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <TextInput
            label={t('pay.reward.remark')}
            placeholder={t('pay.reward.remarkPlaceholder')}
            maxLength={REWARD_REMARK_MAX}
            size="md"
            {...form.getInputProps('remark')}
          />
          <Button type="submit" size="lg" radius="xl" disabled={!(amount > 0)}>
            {t('pay.reward.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
