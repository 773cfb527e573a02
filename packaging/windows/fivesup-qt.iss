; Inno Setup 6 script of Five-Up Dominoes: installs the PyInstaller bundle (dist\fivesup-qt),
; a Start menu entry, an optional desktop icon, an uninstaller, and "Open with" for match
; records (*.fivesup.json; Windows keys file types on the last extension, so the game is
; offered for .json files and never made the default JSON program).
;
; Build on Windows, from the repository root, after the PyInstaller bundle:
;     iscc /DMyAppVersion=0.1.0 packaging\windows\fivesup-qt.iss
; packaging\windows\build_windows.ps1 does both and passes pyproject.toml's version.
; Output: dist\fivesup-qt-<version>-windows-x64-setup.exe
;
; Built and checked (packaging\windows\check_windows.ps1) by .github/workflows/release.yml on a
; Windows runner; the Linux CI only checks its text (tests/test_packaging.py).

#ifndef MyAppVersion
  #error Pass the version: iscc /DMyAppVersion=X.Y.Z packaging\windows\fivesup-qt.iss
#endif
; Windows version resources take numbers only: 1.2.0rc1 -> 1.2.0 (the build script passes it).
#ifndef MyAppNumericVersion
  #define MyAppNumericVersion MyAppVersion
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\fivesup-qt"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

#define MyAppName "Five-Up Dominoes"
#define MyAppPublisher "The fivesup-qt developers"
#define MyAppExeName "fivesup-qt.exe"
#define MyAppCliName "fivesup-qt-cli.exe"
#define MatchProgId "FivesupQt.MatchRecord.1"
#define MatchTypeName "Five-Up match record"

[Setup]
; AppId identifies the installation for upgrades and the uninstaller: never change it.
AppId={{B0773451-BD7D-54F8-B258-E24BB805A0CA}
AppName={#MyAppName}
AppVersion={#MyAppVersion}
AppVerName={#MyAppName} {#MyAppVersion}
AppPublisher={#MyAppPublisher}
VersionInfoVersion={#MyAppNumericVersion}
VersionInfoProductVersion={#MyAppNumericVersion}
VersionInfoDescription={#MyAppName} Setup
DefaultDirName={autopf}\{#MyAppName}
DefaultGroupName={#MyAppName}
DisableProgramGroupPage=yes
; Per-user install by default (no administrator rights); the dialog offers all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
ChangesAssociations=yes
SetupIconFile=..\..\resources\icons\fivesup-qt.ico
UninstallDisplayIcon={app}\{#MyAppExeName}
UninstallDisplayName={#MyAppName}
OutputDir={#OutputDir}
OutputBaseFilename=fivesup-qt-{#MyAppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes
; Code signing (build_windows.ps1 passes /DSignInstaller and the "fivesup" Sign Tool when a
; certificate is configured): the setup and the uninstaller it writes are both signed.
#ifdef SignInstaller
SignTool=fivesup
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "associate"; Description: "Offer {#MyAppName} to open match records (.fivesup.json)"; GroupDescription: "File types:"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#MyAppName}"; Filename: "{app}\{#MyAppExeName}"; Comment: "Five-Up dominoes against the computer or friends"
Name: "{autodesktop}\{#MyAppName}"; Filename: "{app}\{#MyAppExeName}"; Tasks: desktopicon

[Registry]
; The match-record type (ProgID): its name, icon and open command.
Root: HKA; Subkey: "Software\Classes\{#MatchProgId}"; ValueType: string; ValueName: ""; ValueData: "{#MatchTypeName}"; Flags: uninsdeletekey; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#MatchProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#MyAppExeName},0"; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#MatchProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#MyAppExeName}"" ""%1"""; Tasks: associate
; .json files list it under "Open with" (OpenWithProgids leaves the default program alone).
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#MatchProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: associate
; The application's own entry, for "Open with" and Default Apps.
Root: HKA; Subkey: "Software\Classes\Applications\{#MyAppExeName}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#MyAppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#MyAppExeName}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#MyAppExeName}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#MyAppExeName}"" ""%1"""

[Run]
Filename: "{app}\{#MyAppExeName}"; Description: "{cm:LaunchProgram,{#StringChange(MyAppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent

; The games saved and the settings live in the user's AppData folder: the uninstaller keeps them.
