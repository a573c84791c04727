import { useMutation } from '@apollo/client/react';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useToast } from '../../ui/toast';
import { SwitchToPickupMutation } from '../graphql/pack-operations';
import { followPackOnPlan } from '../hooks/plan-cache';
import { PickupOffice } from './PickupOffice';

export interface SwitchToPickupDialogProps {
  planId: string;
  packName: string;
  open: boolean;
  onClose: (switched: boolean) => void;
}

/** 'Switch to pickup', confirmed: where the office is, and the server's refusal (if any) in the dialog. */
export function SwitchToPickupDialog({ planId, packName, open, onClose }: SwitchToPickupDialogProps) {
  const toast = useToast();
  const [switchToPickup, { loading }] = useMutation(SwitchToPickupMutation);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setProblem(null);
    try {
      const { data } = await switchToPickup({
        variables: { planId },
        update: (cache, { data: d }) => {
          if (d?.switchToPickup.__typename === 'PackHandover') followPackOnPlan(cache, d.switchToPickup);
        },
      });
      const result = data?.switchToPickup;
      if (result?.__typename === 'PackHandover') {
        toast.success('Switched to pickup', `We tell you when your ${packName} is ready to collect.`);
        onClose(true);
      } else {
        setProblem(result?.message ?? 'Your pack could not be switched to pickup.');
      }
    } catch {
      setProblem('Your pack could not be switched to pickup. Please check your connection and try again.');
    }
  };

  const close = () => {
    if (loading) return;
    setProblem(null);
    onClose(false);
  };

  return (
    <Modal
      open={open}
      title="Switch to pickup?"
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="keep" onClick={close} disabled={loading}>
          Keep delivery
        </Button>,
        <Button key="switch" type="primary" onClick={() => void confirm()} loading={loading}>
          Switch to pickup
        </Button>,
      ]}
    >
      <p>You will collect your {packName} from our office instead of having it delivered. We tell you by SMS when it is ready.</p>
      <PickupOffice title="Our office" />
      {problem && (
        <p className="fs-field__error" role="alert">
          {problem}
        </p>
      )}
    </Modal>
  );
}
