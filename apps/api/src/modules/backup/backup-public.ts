export { runDailyBackup, type TBackupDeps } from './backup-service';
export { BackupError, restoreIntoNewInstallation } from './backup-restore';
