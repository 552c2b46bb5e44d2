import type { AdminAppeal } from '@kp/contract/campaigns';
import { AppError } from '@kp/domain/errors';
import { APPEALABLE_TASK_ERRORS, type TaskErrorType } from '@kp/domain/task-config';
import type { TaskType } from '@kp/domain/tasks';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { CampaignContext } from './campaign-context';
import type { AppealRow, CampaignsRepository } from './campaigns.repository';

/** Appeals of a failed check: the user's, and the operators' queue and decisions. */
export function createAppeals(ctx: CampaignContext) {
  const { deps, db, repository, clock, toAppeal, toFailure } = ctx;

  function toAdminAppeal(
    row: NonNullable<Awaited<ReturnType<CampaignsRepository['findAppealWithContext']>>>,
  ): AdminAppeal {
    return {
      ...toAppeal(row.appeal),
      userId: row.appeal.userId,
      campaign: { id: row.campaign.id, title: row.campaign.title },
      task: { id: row.task.id, type: row.task.type as TaskType, title: row.task.title },
      attempt: toFailure(row.attempt),
    };
  }

  return {
    /** Appeals the last failed check of a task (one pending at a time). */
    async appeal(userId: string, taskId: string, note: string) {
      const task = await repository.findTask(taskId);
      if (!task || !task.isActive) throw new AppError('TASK_NOT_FOUND');
      if (await repository.findCompletion(userId, task.id)) throw new AppError('TASK_NOT_APPEALABLE');
      const [last] = await repository.listLatestAttempts(userId, [task.id]);
      if (
        !last ||
        last.outcome !== 'failed' ||
        !APPEALABLE_TASK_ERRORS.includes(last.errorType as TaskErrorType)
      )
        throw new AppError('TASK_NOT_APPEALABLE');
      try {
        const row = await repository.insertAppeal({
          taskId: task.id,
          campaignId: task.campaignId,
          userId,
          attemptId: last.id,
          note,
          createdAt: clock.now(),
        });
        return toAppeal(row);
      } catch (error) {
        if (isConstraintViolation(error, PG_ERROR.uniqueViolation, 'task_appeals_one_pending_key'))
          throw new AppError('APPEAL_ALREADY_PENDING', { cause: error });
        throw error;
      }
    },

    async adminListAppeals(query: { status: AppealRow['status']; limit: number; offset: number }) {
      const { rows, total } = await repository.listAppeals(query.status, query);
      return { appeals: rows.map(toAdminAppeal), total };
    },

    /** Decides an appeal under its row lock: approved, the task is completed for the user. */
    async adminDecideAppeal(
      adminId: string,
      id: string,
      decision: { approve: boolean; reason: string | undefined },
    ): Promise<AdminAppeal> {
      await db.transaction(async (tx) => {
        const appeal = await repository.lockAppeal(tx, id);
        if (!appeal) throw new AppError('APPEAL_NOT_FOUND');
        if (appeal.status !== 'pending') throw new AppError('APPEAL_ALREADY_DECIDED');
        const now = clock.now();
        if (decision.approve) {
          const attempt = await repository.findAttempt(appeal.attemptId, tx);
          await repository.insertCompletion(
            {
              taskId: appeal.taskId,
              campaignId: appeal.campaignId,
              userId: appeal.userId,
              source: 'appeal',
              appealId: appeal.id,
              evidence: { approvedBy: adminId, checked: attempt?.evidence ?? {}, note: appeal.note },
              completedAt: now,
            },
            tx,
          );
          // Approved on appeal, the task is verified: its XP as a validator's pass earns it.
          await deps.xp.award(tx, {
            userId: appeal.userId,
            action: 'campaign_task',
            sourceId: appeal.taskId,
          });
        }
        await repository.updateAppeal(
          id,
          {
            status: decision.approve ? 'approved' : 'rejected',
            decisionReason: decision.reason ?? null,
            decidedBy: adminId,
            decidedAt: now,
          },
          tx,
        );
      });
      return toAdminAppeal((await repository.findAppealWithContext(id))!);
    },
  };
}
