// The packaged entry point: Electron and electron-updater handed to the shell (main.ts).
import path from 'node:path';
import { app, BrowserWindow, ipcMain, Menu, nativeImage, session, shell, Tray } from 'electron';
import { autoUpdater } from 'electron-updater';
import { startDesktop } from './main';

startDesktop({
  app,
  BrowserWindow,
  ipcMain,
  shell,
  Tray,
  Menu,
  nativeImage,
  session,
  autoUpdater,
  env: process.env,
  argv: process.argv,
  platform: process.platform,
  preloadPath: path.join(__dirname, 'preload.cjs'),
  iconPath: path.join(__dirname, '..', 'build', 'icon.png'),
  log: (message) => console.warn(message),
});
