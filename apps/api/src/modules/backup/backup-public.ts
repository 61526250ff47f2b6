export { runDailyBackup, type TBackupDeps } from './backup-service';
