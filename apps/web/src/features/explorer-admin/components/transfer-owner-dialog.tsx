/** "Transfer all pages of this owner to…": every explorer page of the current owner moves to another staff user. */
import { Alert, Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AppModal } from "../../../components/app-modal/app-modal";
import { useTransferExplorerPages } from "../api/transfer-explorer-pages";
import { useAdminMessage } from "../hooks/use-admin-message";
import { StaffUserPicker } from "./staff-user-picker";

export interface TransferOwnerDialogProps {
  opened: boolean;
  owner: { id: string; name: string };
  onClose: () => void;
  onTransferred: (count: number, newOwnerName: string) => void;
}

export function TransferOwnerDialog({ opened, owner, onClose, onTransferred }: TransferOwnerDialogProps) {
  const { t } = useTranslation("explorerAdmin");
  const { errorMessage } = useAdminMessage();
  const transfer = useTransferExplorerPages();
  const [target, setTarget] = useState<string | null>(null);
  const [targetLabel, setTargetLabel] = useState("");
  const [missing, setMissing] = useState(false);

  const close = () => {
    transfer.reset();
    setTarget(null);
    setMissing(false);
    onClose();
  };
  const confirm = async () => {
    if (!target) {
      setMissing(true);
      return;
    }
    try {
      const result = await transfer.mutateAsync({ currentPageOwnerId: owner.id, newPageOwnerId: target });
      onTransferred(result.transferred, targetLabel);
      close();
    } catch {
      // The alert below shows the failure.
    }
  };

  return (
    <AppModal opened={opened} onClose={close} title={t("transfer.title", { name: owner.name })} centered>
      <Text mb="md">{t("transfer.message", { name: owner.name })}</Text>
      <StaffUserPicker
        label={t("transfer.newOwner")}
        value={target}
        excludeIds={[owner.id]}
        onChange={(value) => {
          setTarget(value);
          setMissing(false);
        }}
        onLabel={setTargetLabel}
        error={missing ? t("transfer.chooseOwner") : undefined}
      />
      {transfer.isError && (
        <Alert color="red" role="alert" mt="md">
          {errorMessage(transfer.error)}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {t("transfer.cancel")}
        </Button>
        <Button onClick={() => void confirm()} loading={transfer.isPending}>
          {t("transfer.confirm")}
        </Button>
      </Group>
    </AppModal>
  );
}
