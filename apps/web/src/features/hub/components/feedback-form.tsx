/** Home's feedback control: a 1–5 rating and an optional comment, then a thank-you. */
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Card, Group, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import { FEEDBACK_COMMENT_MAX } from "@onboard/domain/hub/feedback-schemas";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useSendFeedback } from "../api/send-feedback";

const RATINGS = ["1", "2", "3", "4", "5"] as const;

const feedbackSchema = z.object({
  rating: z.enum(RATINGS, { message: "feedback.ratingRequired" }),
  comment: z.string().max(FEEDBACK_COMMENT_MAX, { message: "feedback.commentTooLong" }),
});
type FeedbackValues = z.infer<typeof feedbackSchema>;

export function FeedbackForm({ clientId }: { clientId: string }) {
  const { t } = useTranslation("hub");
  const send = useSendFeedback(clientId);
  const form = useForm<FeedbackValues>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { rating: undefined, comment: "" },
  });
  const submit = form.handleSubmit((values) => {
    const comment = values.comment.trim();
    send.mutate({ rating: Number(values.rating), ...(comment ? { comment } : {}) });
  });
  const errors = form.formState.errors;
  return (
    <Card withBorder component="section" aria-labelledby="hub-feedback-title">
      <Title order={2} size="h3" id="hub-feedback-title" mb="sm">
        {t("feedback.title")}
      </Title>
      {send.isSuccess ? (
        <Text role="status">{t("feedback.thanks")}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <Radio.Group
                  label={t("feedback.ratingLabel")}
                  description={t("feedback.ratingHint")}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={errors.rating?.message ? t(errors.rating.message) : undefined}
                  withAsterisk
                >
                  <Group mt="xs">
                    {RATINGS.map((rating) => (
                      <Radio key={rating} value={rating} label={rating} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
            <Textarea
              label={t("feedback.commentLabel")}
              rows={3}
              maxLength={FEEDBACK_COMMENT_MAX}
              error={errors.comment?.message ? t(errors.comment.message) : undefined}
              {...form.register("comment")}
            />
            {send.isError && <Alert color="red">{send.error.message}</Alert>}
            <Group>
              <Button type="submit" loading={send.isPending}>
                {t("feedback.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}
